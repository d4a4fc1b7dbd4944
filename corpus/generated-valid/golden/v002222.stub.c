#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002222.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter6iPml(int, unsigned long *, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp25Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth26_kernelPKii(const int *, int);
static void __device_stub__Z16combine32_kernelIjLi8EEvPKT_PS0_(const unsigned *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter6iPml(int __par0, unsigned long *__par1, long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, unsigned long *, long))scatter6)), 0U);}
# 11 "v002222.cu"
void scatter6( int __cuda_0,unsigned long *__cuda_1,long __cuda_2)
# 12 "v002222.cu"
{__device_stub__Z8scatter6iPml( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002222.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp25Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_clamp25)), 0U); }
# 32 "v002222.cu"
void map_clamp25( double *__cuda_0,int __cuda_1)
# 32 "v002222.cu"
{__device_stub__Z11map_clamp25Pdi( __cuda_0,__cuda_1); }
# 1 "v002222.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth26_kernelPKii( const int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int))smooth26_kernel)), 0U); }
# 34 "v002222.cu"
void smooth26_kernel( const int *__cuda_0,int __cuda_1)
# 35 "v002222.cu"
{__device_stub__Z15smooth26_kernelPKii( __cuda_0,__cuda_1);



}
# 1 "v002222.cudafe1.stub.c"
static void __device_stub__Z16combine32_kernelIjLi8EEvPKT_PS0_( const unsigned *__par0,  unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned *))combine32_kernel<unsigned int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine32_kernel<unsigned,8>( const unsigned *&__cuda_0,unsigned *&__cuda_1){__device_stub__Z16combine32_kernelIjLi8EEvPKT_PS0_( (const unsigned *&)__cuda_0,(unsigned *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, unsigned *))combine32_kernel<unsigned int, (int)8> ), _Z16combine32_kernelIjLi8EEvPKT_PS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int))smooth26_kernel), _Z15smooth26_kernelPKii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_clamp25), _Z11map_clamp25Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned long *, long))scatter6), _Z8scatter6iPml, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

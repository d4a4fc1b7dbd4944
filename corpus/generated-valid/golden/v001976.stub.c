#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001976.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update12_kernelPjPKf(unsigned *__restrict__, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply24i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_score29Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow30_kernelPKibhb(const int *, bool, unsigned char, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update12_kernelPjPKf(unsigned *__restrict__ __par0, const float *__restrict__ __par1){ unsigned *__T0;
 const float *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const float *__restrict__))update12_kernel)), 0U);}
# 25 "v001976.cu"
void update12_kernel( unsigned *__restrict__ __cuda_0,const float *__restrict__ __cuda_1)
# 26 "v001976.cu"
{__device_stub__Z15update12_kernelPjPKf( __cuda_0,__cuda_1);
# 35 "v001976.cu"
}
# 1 "v001976.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply24i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))apply24)), 0U); }
# 51 "v001976.cu"
void apply24( int __cuda_0)
# 52 "v001976.cu"
{__device_stub__Z7apply24i( __cuda_0);



}
# 1 "v001976.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_score29Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_score29)), 0U); }
# 63 "v001976.cu"
void map_score29( double *__cuda_0,int __cuda_1)
# 63 "v001976.cu"
{__device_stub__Z11map_score29Pdi( __cuda_0,__cuda_1); }
# 1 "v001976.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow30_kernelPKibhb( const int *__par0,  bool __par1,  unsigned char __par2,  bool __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 9UL); __cudaSetupArgSimple(__par3, 10UL); __cudaLaunch(((char *)((void ( *)(const int *, bool, unsigned char, bool))grow30_kernel)), 0U); }
# 65 "v001976.cu"
void grow30_kernel( const int *__cuda_0,bool __cuda_1,unsigned char __cuda_2,bool __cuda_3)
# 66 "v001976.cu"
{__device_stub__Z13grow30_kernelPKibhb( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 74 "v001976.cu"
}
# 1 "v001976.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, bool, unsigned char, bool))grow30_kernel), _Z13grow30_kernelPKibhb, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, int))map_score29), _Z11map_score29Pdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))apply24), _Z7apply24i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *__restrict__, const float *__restrict__))update12_kernel), _Z15update12_kernelPjPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001249.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend5Pij(int *__restrict__, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine14PKiid(const int *, int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack41_kerneliPKijPf(int, const int *__restrict__, unsigned, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6blend5Pij(int *__restrict__ __par0, unsigned __par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned))blend5)), 0U);}
# 9 "v001249.cu"
void blend5( int *__restrict__ __cuda_0,unsigned __cuda_1)
# 9 "v001249.cu"
{__device_stub__Z6blend5Pij( __cuda_0,__cuda_1);




}
# 1 "v001249.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine14PKiid( const int *__par0,  int __par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, double))combine14)), 0U); }
# 16 "v001249.cu"
void combine14( const int *__cuda_0,int __cuda_1,double __cuda_2)
# 16 "v001249.cu"
{__device_stub__Z9combine14PKiid( __cuda_0,__cuda_1,__cuda_2);
# 27 "v001249.cu"
}
# 1 "v001249.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack41_kerneliPKijPf( int __par0,  const int *__restrict__ __par1,  unsigned __par2,  float *__par3) {  const int *__T5;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T5 = __par1; __cudaSetupArgSimple(__T5, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, unsigned, float *))pack41_kernel)), 0U); }
# 61 "v001249.cu"
void pack41_kernel( int __cuda_0,const int *__restrict__ __cuda_1,unsigned __cuda_2,float *__cuda_3)
# 61 "v001249.cu"
{__device_stub__Z13pack41_kerneliPKijPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 72 "v001249.cu"
}
# 1 "v001249.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(int, const int *__restrict__, unsigned, float *))pack41_kernel), _Z13pack41_kerneliPKijPf, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(const int *, int, double))combine14), _Z9combine14PKiid, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(int *__restrict__, unsigned))blend5), _Z6blend5Pij, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

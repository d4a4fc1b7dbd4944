#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000237.fatbin.c"
static void __device_stub__Z14smooth8_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather11_kernelPKiPdfi(const int *, double *__restrict__, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow20_kernelPKiS0_(const int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14smooth8_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))smooth8_kernel)), 0U);}
# 9 "i000237.cu"
static void smooth8_kernel( int __cuda_0)
# 9 "i000237.cu"
{__device_stub__Z14smooth8_kerneli( __cuda_0);




}
# 1 "i000237.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather11_kernelPKiPdfi( const int *__par0,  double *__restrict__ __par1,  float __par2,  int __par3) {  double *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const int *, double *__restrict__, float, int))gather11_kernel)), 0U); }
# 16 "i000237.cu"
void gather11_kernel( const int *__cuda_0,double *__restrict__ __cuda_1,float __cuda_2,int __cuda_3)
# 16 "i000237.cu"
{__device_stub__Z15gather11_kernelPKiPdfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "i000237.cu"
}
# 1 "i000237.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow20_kernelPKiS0_( const int *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *))grow20_kernel)), 0U); }
# 31 "i000237.cu"
void grow20_kernel( const int *__cuda_0,const int *__cuda_1)
# 31 "i000237.cu"
{__device_stub__Z13grow20_kernelPKiS0_( __cuda_0,__cuda_1);
# 40 "i000237.cu"
}
# 1 "i000237.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, const int *))grow20_kernel), _Z13grow20_kernelPKiS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, double *__restrict__, float, int))gather11_kernel), _Z15gather11_kernelPKiPdfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))smooth8_kernel), _Z14smooth8_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000860.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp5_kernelPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow8_kernelPdiPKi(double *, int, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp5_kernelPKd(const double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const double *))warp5_kernel)), 0U);}
# 12 "v000860.cu"
void warp5_kernel( const double *__cuda_0)
# 13 "v000860.cu"
{__device_stub__Z12warp5_kernelPKd( __cuda_0);



}
# 1 "v000860.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12grow8_kernelPdiPKi( double *__par0,  int __par1,  const int *__restrict__ __par2) {  const int *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(double *, int, const int *__restrict__))grow8_kernel)), 0U); }
# 19 "v000860.cu"
void grow8_kernel( double *__cuda_0,int __cuda_1,const int *__restrict__ __cuda_2)
# 20 "v000860.cu"
{__device_stub__Z12grow8_kernelPdiPKi( __cuda_0,__cuda_1,__cuda_2);
# 26 "v000860.cu"
}
# 1 "v000860.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(double *, int, const int *__restrict__))grow8_kernel), _Z12grow8_kernelPdiPKi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const double *))warp5_kernel), _Z12warp5_kernelPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

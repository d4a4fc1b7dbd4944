#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002240.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split8_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold14_kernelPKiPd(const int *, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale27_kernelPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split8_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))split8_kernel)), 0U);}
# 17 "v002240.cu"
void split8_kernel( float *__cuda_0)
# 17 "v002240.cu"
{__device_stub__Z13split8_kernelPf( __cuda_0);


}
# 1 "v002240.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold14_kernelPKiPd( const int *__par0,  double *__restrict__ __par1) {  double *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, double *__restrict__))fold14_kernel)), 0U); }
# 31 "v002240.cu"
void fold14_kernel( const int *__cuda_0,double *__restrict__ __cuda_1)
# 31 "v002240.cu"
{__device_stub__Z13fold14_kernelPKiPd( __cuda_0,__cuda_1);
# 40 "v002240.cu"
}
# 1 "v002240.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale27_kernelPi( int *__restrict__ __par0) {  int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))scale27_kernel)), 0U); }
# 45 "v002240.cu"
void scale27_kernel( int *__restrict__ __cuda_0)
# 45 "v002240.cu"
{__device_stub__Z14scale27_kernelPi( __cuda_0);
# 55 "v002240.cu"
}
# 1 "v002240.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))scale27_kernel), _Z14scale27_kernelPi, 128); __cudaRegisterEntry(__T5, ((void ( *)(const int *, double *__restrict__))fold14_kernel), fold14_kernel, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *))split8_kernel), _Z13split8_kernelPf, 1024); __cudaRegisterVariable(__T5, __shadow_var(d_blend12,::d_blend12), 0, 8UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(d_stencil13,::d_stencil13), 0, 64UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(d_trace26,::d_trace26), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001061.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale7PdPKf(double *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count18_kernelPf(float *__restrict__);
static void __device_stub__Z7count23Pi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale7PdPKf(double *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, const float *))scale7)), 0U);}
# 18 "v001061.cu"
void scale7( double *__cuda_0,const float *__cuda_1)
# 18 "v001061.cu"
{__device_stub__Z6scale7PdPKf( __cuda_0,__cuda_1);
# 25 "v001061.cu"
}
# 1 "v001061.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count18_kernelPf( float *__restrict__ __par0) {  float *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))count18_kernel)), 0U); }
# 33 "v001061.cu"
void count18_kernel( float *__restrict__ __cuda_0)
# 33 "v001061.cu"
{__device_stub__Z14count18_kernelPf( __cuda_0);
# 40 "v001061.cu"
}
# 1 "v001061.cudafe1.stub.c"
static void __device_stub__Z7count23Pi( int *__restrict__ __par0) {  int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))count23)), 0U); }
# 42 "v001061.cu"
static void count23( int *__restrict__ __cuda_0)
# 42 "v001061.cu"
{__device_stub__Z7count23Pi( __cuda_0);
# 52 "v001061.cu"
}
# 1 "v001061.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__))count23), _Z7count23Pi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__))count18_kernel), _Z14count18_kernelPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, const float *))scale7), _Z6scale7PdPKf, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_update17,::c_update17), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

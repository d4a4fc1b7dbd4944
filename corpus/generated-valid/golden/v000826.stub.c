#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000826.fatbin.c"
static void __device_stub__Z7spread4f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick11_kernelPii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias15_kernellPf(long, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7spread4f(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))spread4)), 0U);}
# 11 "v000826.cu"
static void spread4( float __cuda_0)
# 12 "v000826.cu"
{__device_stub__Z7spread4f( __cuda_0);
# 20 "v000826.cu"
}
# 1 "v000826.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick11_kernelPii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))kick11_kernel)), 0U); }
# 27 "v000826.cu"
void kick11_kernel( int *__cuda_0,int __cuda_1)
# 28 "v000826.cu"
{__device_stub__Z13kick11_kernelPii( __cuda_0,__cuda_1);
# 36 "v000826.cu"
}
# 1 "v000826.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias15_kernellPf( long __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, float *))bias15_kernel)), 0U); }
# 39 "v000826.cu"
void bias15_kernel( long __cuda_0,float *__cuda_1)
# 40 "v000826.cu"
{__device_stub__Z13bias15_kernellPf( __cuda_0,__cuda_1);
# 52 "v000826.cu"
}
# 1 "v000826.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long, float *))bias15_kernel), _Z13bias15_kernellPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))kick11_kernel), _Z13kick11_kernelPii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float))spread4), _Z7spread4f, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

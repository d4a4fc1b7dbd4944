#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000405.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick29_kernelPKjPKt(const unsigned *__restrict__, const unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13kick29_kernelPKjPKt(const unsigned *__restrict__ __par0, const unsigned short *__par1){ const unsigned *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, const unsigned short *))kick29_kernel)), 0U);}
# 55 "v000405.cu"
void kick29_kernel( const unsigned *__restrict__ __cuda_0,const unsigned short *__cuda_1)
# 56 "v000405.cu"
{__device_stub__Z13kick29_kernelPKjPKt( __cuda_0,__cuda_1);



}
# 1 "v000405.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *__restrict__, const unsigned short *))kick29_kernel), _Z13kick29_kernelPKjPKt, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

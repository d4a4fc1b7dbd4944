#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001979.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally4_kernelPKim(const int *, unsigned long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack9PdPKi(double *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp19PKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally4_kernelPKim(const int *__par0, unsigned long __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned long))tally4_kernel)), 0U);}
# 9 "v001979.cu"
void tally4_kernel( const int *__cuda_0,unsigned long __cuda_1)
# 9 "v001979.cu"
{__device_stub__Z13tally4_kernelPKim( __cuda_0,__cuda_1);
# 15 "v001979.cu"
}
# 1 "v001979.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5pack9PdPKi( double *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, const int *))pack9)), 0U); }
# 17 "v001979.cu"
void pack9( double *__cuda_0,const int *__cuda_1)
# 17 "v001979.cu"
{__device_stub__Z5pack9PdPKi( __cuda_0,__cuda_1);



}
# 1 "v001979.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp19PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))warp19)), 0U); }
# 30 "v001979.cu"
void warp19( const int *__cuda_0)
# 30 "v001979.cu"
{__device_stub__Z6warp19PKi( __cuda_0);
# 38 "v001979.cu"
}
# 1 "v001979.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *))warp19), _Z6warp19PKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double *, const int *))pack9), _Z5pack9PdPKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *, unsigned long))tally4_kernel), _Z13tally4_kernelPKim, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000512.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15combine2_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade11PKm(const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack19_kernelPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15combine2_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))combine2_kernel)), 0U);}
# 8 "v000512.cu"
void combine2_kernel( int __cuda_0)
# 8 "v000512.cu"
{__device_stub__Z15combine2_kerneli( __cuda_0);
# 16 "v000512.cu"
}
# 1 "v000512.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade11PKm( const unsigned long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *))shade11)), 0U); }
# 19 "v000512.cu"
void shade11( const unsigned long *__cuda_0)
# 19 "v000512.cu"
{__device_stub__Z7shade11PKm( __cuda_0);
# 28 "v000512.cu"
}
# 1 "v000512.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack19_kernelPi( int *__restrict__ __par0) {  int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))pack19_kernel)), 0U); }
# 30 "v000512.cu"
void pack19_kernel( int *__restrict__ __cuda_0)
# 30 "v000512.cu"
{__device_stub__Z13pack19_kernelPi( __cuda_0);
# 59 "v000512.cu"
}
# 1 "v000512.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__))pack19_kernel), _Z13pack19_kernelPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned long *))shade11), _Z7shade11PKm, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))combine2_kernel), _Z15combine2_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

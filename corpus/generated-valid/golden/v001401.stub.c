#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001401.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum3PKtiPi(const unsigned short *, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe12_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum3PKtiPi(const unsigned short *__par0, int __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned short *, int, int *))accum3)), 0U);}
# 8 "v001401.cu"
void accum3( const unsigned short *__cuda_0,int __cuda_1,int *__cuda_2)
# 9 "v001401.cu"
{__device_stub__Z6accum3PKtiPi( __cuda_0,__cuda_1,__cuda_2);
# 23 "v001401.cu"
}
# 1 "v001401.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe12_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))probe12_kernel)), 0U); }
# 25 "v001401.cu"
void probe12_kernel( int *__cuda_0)
# 26 "v001401.cu"
{__device_stub__Z14probe12_kernelPi( __cuda_0);
# 39 "v001401.cu"
}
# 1 "v001401.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))probe12_kernel), _Z14probe12_kernelPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned short *, int, int *))accum3), _Z6accum3PKtiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

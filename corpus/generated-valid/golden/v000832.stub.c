#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000832.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade14PiiiPf(int *, int, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift21i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade14PiiiPf(int *__par0, int __par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, int, float *))shade14)), 0U);}
# 27 "v000832.cu"
void shade14( int *__cuda_0,int __cuda_1,int __cuda_2,float *__cuda_3)
# 27 "v000832.cu"
{__device_stub__Z7shade14PiiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v000832.cu"
}
# 1 "v000832.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift21i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))sift21)), 0U); }
# 34 "v000832.cu"
void sift21( int __cuda_0)
# 34 "v000832.cu"
{__device_stub__Z6sift21i( __cuda_0);
# 43 "v000832.cu"
}
# 1 "v000832.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))sift21), _Z6sift21i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, int, float *))shade14), _Z7shade14PiiiPf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_bias5,::d_bias5), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

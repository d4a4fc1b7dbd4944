#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000629.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine19iiPKi(int, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9combine19iiPKi(int __par0, int __par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, const int *))combine19)), 0U);}
# 44 "v000629.cu"
void combine19( int __cuda_0,int __cuda_1,const int *__cuda_2)
# 45 "v000629.cu"
{__device_stub__Z9combine19iiPKi( __cuda_0,__cuda_1,__cuda_2);
# 53 "v000629.cu"
}
# 1 "v000629.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, int, const int *))combine19), _Z9combine19iiPKi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(_ZN4gpu58d_pack11E,::gpu5::d_pack11), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

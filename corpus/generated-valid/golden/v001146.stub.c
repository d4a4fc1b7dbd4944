#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001146.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread2_kernelfPKmi(float, const unsigned long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread2_kernelfPKmi(float __par0, const unsigned long *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, const unsigned long *, int))spread2_kernel)), 0U);}
# 8 "v001146.cu"
void spread2_kernel( float __cuda_0,const unsigned long *__cuda_1,int __cuda_2)
# 8 "v001146.cu"
{__device_stub__Z14spread2_kernelfPKmi( __cuda_0,__cuda_1,__cuda_2);
# 29 "v001146.cu"
}
# 1 "v001146.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float, const unsigned long *, int))spread2_kernel), _Z14spread2_kernelfPKmi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001847.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count15bPKmPiS1_(bool, const size_t *, int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count15bPKmPiS1_(bool __par0, const size_t *__par1, int *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(bool, const size_t *, int *, int *))count15)), 0U);}
# 34 "v001847.cu"
void count15( bool __cuda_0,const ::size_t *__cuda_1,int *__cuda_2,int *__cuda_3)
# 34 "v001847.cu"
{__device_stub__Z7count15bPKmPiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001847.cu"
}
# 1 "v001847.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(bool, const size_t *, int *, int *))count15), _Z7count15bPKmPiS1_, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_accum4,::c_accum4), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001944.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather11iPKixPi(int, const int *, long long, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather11iPKixPi(int __par0, const int *__par1, long long __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *, long long, int *))gather11)), 0U);}
# 25 "v001944.cu"
void gather11( int __cuda_0,const int *__cuda_1,long long __cuda_2,int *__cuda_3)
# 25 "v001944.cu"
{__device_stub__Z8gather11iPKixPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v001944.cu"
}
# 1 "v001944.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, const int *, long long, int *))gather11), _Z8gather11iPKixPi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_fold8,::d_fold8), 0, 8UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c_scale9,::c_scale9), 0, 32UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(m_warp10,::m_warp10), 0, 2UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

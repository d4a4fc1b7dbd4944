#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001867.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp21_kernelfhPKl(float, unsigned char, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp21_kernelfhPKl(float __par0, unsigned char __par1, const long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, unsigned char, const long *))lerp21_kernel)), 0U);}
# 45 "v001867.cu"
void lerp21_kernel( float __cuda_0,unsigned char __cuda_1,const long *__cuda_2)
# 46 "v001867.cu"
{__device_stub__Z13lerp21_kernelfhPKl( __cuda_0,__cuda_1,__cuda_2);
# 60 "v001867.cu"
}
# 1 "v001867.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, unsigned char, const long *))lerp21_kernel), _Z13lerp21_kernelfhPKl, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_lerp9,::c_lerp9), 0, 1UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(c_blend10,::c_blend10), 0, 16UL, 1, 0); __cudaRegisterManagedVariable(__T4, __shadow_var(m_bias20,::m_bias20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001413.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift12iPfi9Particle4(int, float *, int, const struct Particle4&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift12iPfi9Particle4(int __par0, float *__par1, int __par2, const struct Particle4&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, float *, int, const struct Particle4))drift12)), 0U);}
# 37 "v001413.cu"
void drift12( int __cuda_0,float *__cuda_1,int __cuda_2,const struct ::Particle4 __cuda_3)
# 38 "v001413.cu"
{__device_stub__Z7drift12iPfi9Particle4( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 53 "v001413.cu"
}
# 1 "v001413.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, float *, int, const struct Particle4))drift12), _Z7drift12iPfi9Particle4, (-1)); __cudaRegisterManagedVariable(__T1, __shadow_var(m_reduce8,::m_reduce8), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001915.fatbin.c"
static void __device_stub__Z6weigh9IiiEvPT_(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6weigh9IiiEvPT_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))weigh9<int, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_weigh9<int,int>( int *&__cuda_0){__device_stub__Z6weigh9IiiEvPT_( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *))weigh9<int, int> ), _Z6weigh9IiiEvPT_, (-1));__cudaRegisterManagedVariable(__T0, __shadow_var(m_split14,::m_split14), 0, 256UL, 0, 0);__cudaRegisterVariable(__T0, __shadow_var(c_weigh15,::c_weigh15), 0, 16UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

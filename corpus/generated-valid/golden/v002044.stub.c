#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002044.fatbin.c"
static void __device_stub__Z6relax7IfLi2EEvPT_(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6relax7IfLi2EEvPT_(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))relax7<float, (int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_relax7<float,2>( float *&__cuda_0){__device_stub__Z6relax7IfLi2EEvPT_( (float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(float *))relax7<float, (int)2> ), _Z6relax7IfLi2EEvPT_, (-1));__cudaRegisterManagedVariable(__T3, __shadow_var(m_trace14,::m_trace14), 0, 8UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

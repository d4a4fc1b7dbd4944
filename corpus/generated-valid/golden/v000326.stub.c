#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000326.fatbin.c"
static void __device_stub__Z7gather9IjlEvT_iPl(unsigned, int, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7gather9IjlEvT_iPl(unsigned __par0, int __par1, long *__restrict__ __par2){ long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, int, long *__restrict__))gather9<unsigned int, long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_gather9<unsigned,long>( unsigned &__cuda_0,int &__cuda_1,long *__restrict__ &__cuda_2){__device_stub__Z7gather9IjlEvT_iPl( (unsigned &)__cuda_0,(int &)__cuda_1,(long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(unsigned, int, long *__restrict__))gather9<unsigned int, long> ), _Z7gather9IjlEvT_iPl, (-1));__cudaRegisterVariable(__T4, __shadow_var(c_sweep8,::c_sweep8), 0, 4UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

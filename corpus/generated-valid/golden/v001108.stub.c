#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001108.fatbin.c"
static void __device_stub__Z5sift7IilEvT0_PKiPi(long, const int *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5sift7IilEvT0_PKiPi(long __par0, const int *__par1, int *__restrict__ __par2){ int *__T5;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T5 = __par2;__cudaSetupArgSimple(__T5, 16UL);__cudaLaunch(((char *)((void ( *)(long, const int *, int *__restrict__))sift7<int, long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_sift7<int,long>( long &__cuda_0,const int *&__cuda_1,int *__restrict__ &__cuda_2){__device_stub__Z5sift7IilEvT0_PKiPi( (long &)__cuda_0,(const int *&)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T9){__nv_dummy_param_ref(__T9);__nv_save_fatbinhandle_for_managed_rt(__T9);__cudaRegisterEntry(__T9, ((void ( *)(long, const int *, int *__restrict__))sift7<int, long> ), _Z5sift7IilEvT0_PKiPi, 256);__cudaRegisterVariable(__T9, __shadow_var(c_spread6,::c_spread6), 0, 4UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

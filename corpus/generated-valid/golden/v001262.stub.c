#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001262.fatbin.c"
static void __device_stub__Z7march16IiLi6EEvPT_xPKS0_f(int *__restrict__, long long, const int *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7march16IiLi6EEvPT_xPKS0_f(int *__restrict__ __par0, long long __par1, const int *__par2, float __par3){ int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, long long, const int *, float))march16<int, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_march16<int,6>( int *__restrict__ &__cuda_0,long long &__cuda_1,const int *&__cuda_2,float &__cuda_3){__device_stub__Z7march16IiLi6EEvPT_xPKS0_f( (int *&)__cuda_0,(long long &)__cuda_1,(const int *&)__cuda_2,(float &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T1){__nv_dummy_param_ref(__T1);__nv_save_fatbinhandle_for_managed_rt(__T1);__cudaRegisterEntry(__T1, ((void ( *)(int *__restrict__, long long, const int *, float))march16<int, (int)6> ), _Z7march16IiLi6EEvPT_xPKS0_f, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002173.fatbin.c"
static void __device_stub__Z6lerp12IdLi6EEvT_iPKS0_PKi(double, int, const double *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6lerp12IdLi6EEvT_iPKS0_PKi(double __par0, int __par1, const double *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double, int, const double *, const int *))lerp12<double, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_lerp12<double,6>( double &__cuda_0,int &__cuda_1,const double *&__cuda_2,const int *&__cuda_3){__device_stub__Z6lerp12IdLi6EEvT_iPKS0_PKi( (double &)__cuda_0,(int &)__cuda_1,(const double *&)__cuda_2,(const int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(double, int, const double *, const int *))lerp12<double, (int)6> ), _Z6lerp12IdLi6EEvT_iPKS0_PKi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

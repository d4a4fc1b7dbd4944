#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000762.fatbin.c"
static void __device_stub__Z7split16IdLi2EEvT_6Mode11fPS0_(double, enum Mode11, float, double *__restrict__);
static void __device_stub__Z7split16IdLi6EEvT_6Mode11fPS0_(double, enum Mode11, float, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7split16IdLi2EEvT_6Mode11fPS0_(double __par0, enum Mode11 __par1, float __par2, double *__restrict__ __par3){ double *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(double, enum Mode11, float, double *__restrict__))split16<double, (int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_split16<double,2>( double &__cuda_0,enum ::Mode11 &__cuda_1,float &__cuda_2,double *__restrict__ &__cuda_3){__device_stub__Z7split16IdLi2EEvT_6Mode11fPS0_( (double &)__cuda_0,(enum ::Mode11 &)__cuda_1,(float &)__cuda_2,(double *&)__cuda_3);}
static void __device_stub__Z7split16IdLi6EEvT_6Mode11fPS0_(double __par0, enum Mode11 __par1, float __par2, double *__restrict__ __par3){ double *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(double, enum Mode11, float, double *__restrict__))split16<double, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_split16<double,6>( double &__cuda_0,enum ::Mode11 &__cuda_1,float &__cuda_2,double *__restrict__ &__cuda_3){__device_stub__Z7split16IdLi6EEvT_6Mode11fPS0_( (double &)__cuda_0,(enum ::Mode11 &)__cuda_1,(float &)__cuda_2,(double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T5){__nv_dummy_param_ref(__T5);__nv_save_fatbinhandle_for_managed_rt(__T5);__cudaRegisterEntry(__T5, ((void ( *)(double, enum Mode11, float, double *__restrict__))split16<double, (int)6> ), _Z7split16IdLi6EEvT_6Mode11fPS0_, (-1));__cudaRegisterEntry(__T5, ((void ( *)(double, enum Mode11, float, double *__restrict__))split16<double, (int)2> ), _Z7split16IdLi2EEvT_6Mode11fPS0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

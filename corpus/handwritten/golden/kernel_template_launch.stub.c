#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "kernel_template_launch.fatbin.c"
static void __device_stub__Z4fillIiEvPT_S0_i(int *, int, int);
static void __device_stub__Z5scaleIiLi4EEvPT_S0_i(int *, int, int);
static void __device_stub__Z4fillIfEvPT_S0_i(float *, float, int);
static void __device_stub__Z5scaleIfLi2EEvPT_S0_i(float *, float, int);
static void __device_stub__Z4fillIdEvPT_S0_i(double *, double, int);
static void __device_stub__Z5scaleIdLi2EEvPT_S0_i(double *, double, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z4fillIiEvPT_S0_i(int *__par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, int))fill<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fill<int>( int *&__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__Z4fillIiEvPT_S0_i( (int *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z5scaleIiLi4EEvPT_S0_i(int *__par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, int))scale<int, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_scale<int,4>( int *&__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__Z5scaleIiLi4EEvPT_S0_i( (int *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z4fillIfEvPT_S0_i(float *__par0, float __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *, float, int))fill<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fill<float>( float *&__cuda_0,float &__cuda_1,int &__cuda_2){__device_stub__Z4fillIfEvPT_S0_i( (float *&)__cuda_0,(float &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z5scaleIfLi2EEvPT_S0_i(float *__par0, float __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *, float, int))scale<float, (int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_scale<float,2>( float *&__cuda_0,float &__cuda_1,int &__cuda_2){__device_stub__Z5scaleIfLi2EEvPT_S0_i( (float *&)__cuda_0,(float &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z4fillIdEvPT_S0_i(double *__par0, double __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, double, int))fill<double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fill<double>( double *&__cuda_0,double &__cuda_1,int &__cuda_2){__device_stub__Z4fillIdEvPT_S0_i( (double *&)__cuda_0,(double &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z5scaleIdLi2EEvPT_S0_i(double *__par0, double __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, double, int))scale<double, (int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_scale<double,2>( double *&__cuda_0,double &__cuda_1,int &__cuda_2){__device_stub__Z5scaleIdLi2EEvPT_S0_i( (double *&)__cuda_0,(double &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(double *, double, int))scale<double, (int)2> ), _Z5scaleIdLi2EEvPT_S0_i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(double *, double, int))fill<double> ), _Z4fillIdEvPT_S0_i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(float *, float, int))scale<float, (int)2> ), _Z5scaleIfLi2EEvPT_S0_i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(float *, float, int))fill<float> ), _Z4fillIfEvPT_S0_i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(int *, int, int))scale<int, (int)4> ), _Z5scaleIiLi4EEvPT_S0_i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(int *, int, int))fill<int> ), _Z4fillIiEvPT_S0_i, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

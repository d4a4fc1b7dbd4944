#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "kernel_extern_shared_template.fatbin.c"
static void __device_stub__Z10reduce_maxIfLj256EEvPKT_PS0_j(const float *, float *, unsigned);
static void __device_stub__Z10reduce_maxIdLj128EEvPKT_PS0_j(const double *, double *, unsigned);
static void __device_stub__Z10reduce_maxIiLj64EEvPKT_PS0_j(const int *, int *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z10reduce_maxIfLj256EEvPKT_PS0_j(const float *__par0, float *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, unsigned))reduce_max<float, (unsigned int)256u> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_reduce_max<float,256U>( const float *&__cuda_0,float *&__cuda_1,unsigned &__cuda_2){__device_stub__Z10reduce_maxIfLj256EEvPKT_PS0_j( (const float *&)__cuda_0,(float *&)__cuda_1,(unsigned &)__cuda_2);}
static void __device_stub__Z10reduce_maxIdLj128EEvPKT_PS0_j(const double *__par0, double *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, double *, unsigned))reduce_max<double, (unsigned int)128u> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_reduce_max<double,128U>( const double *&__cuda_0,double *&__cuda_1,unsigned &__cuda_2){__device_stub__Z10reduce_maxIdLj128EEvPKT_PS0_j( (const double *&)__cuda_0,(double *&)__cuda_1,(unsigned &)__cuda_2);}
static void __device_stub__Z10reduce_maxIiLj64EEvPKT_PS0_j(const int *__par0, int *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int *, unsigned))reduce_max<int, (unsigned int)64u> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_reduce_max<int,64U>( const int *&__cuda_0,int *&__cuda_1,unsigned &__cuda_2){__device_stub__Z10reduce_maxIiLj64EEvPKT_PS0_j( (const int *&)__cuda_0,(int *&)__cuda_1,(unsigned &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, unsigned))reduce_max<int, (unsigned int)64u> ), _Z10reduce_maxIiLj64EEvPKT_PS0_j, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const double *, double *, unsigned))reduce_max<double, (unsigned int)128u> ), _Z10reduce_maxIdLj128EEvPKT_PS0_j, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const float *, float *, unsigned))reduce_max<float, (unsigned int)256u> ), _Z10reduce_maxIfLj256EEvPKT_PS0_j, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

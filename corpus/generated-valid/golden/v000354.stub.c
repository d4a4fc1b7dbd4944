#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000354.fatbin.c"
static void __device_stub__Z14sweep22_kernelIdLi5EEvPKT_S0_Pd(const double *__restrict__, double, double *__restrict__);
static void __device_stub__Z14sweep22_kernelIjLi4EEvPKT_S0_Pd(const unsigned *__restrict__, unsigned, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14sweep22_kernelIdLi5EEvPKT_S0_Pd(const double *__restrict__ __par0, double __par1, double *__restrict__ __par2){ const double *__T0;
 double *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(const double *__restrict__, double, double *__restrict__))sweep22_kernel<double, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_sweep22_kernel<double,5>( const double *__restrict__ &__cuda_0,double &__cuda_1,double *__restrict__ &__cuda_2){__device_stub__Z14sweep22_kernelIdLi5EEvPKT_S0_Pd( (const double *&)__cuda_0,(double &)__cuda_1,(double *&)__cuda_2);}
static void __device_stub__Z14sweep22_kernelIjLi4EEvPKT_S0_Pd(const unsigned *__restrict__ __par0, unsigned __par1, double *__restrict__ __par2){ const unsigned *__T2;
 double *__T3;
__cudaLaunchPrologue(3);__T2 = __par0;__cudaSetupArgSimple(__T2, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T3 = __par2;__cudaSetupArgSimple(__T3, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned, double *__restrict__))sweep22_kernel<unsigned int, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_sweep22_kernel<unsigned,4>( const unsigned *__restrict__ &__cuda_0,unsigned &__cuda_1,double *__restrict__ &__cuda_2){__device_stub__Z14sweep22_kernelIjLi4EEvPKT_S0_Pd( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1,(double *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(const unsigned *__restrict__, unsigned, double *__restrict__))sweep22_kernel<unsigned int, (int)4> ), _Z14sweep22_kernelIjLi4EEvPKT_S0_Pd, (-1));__cudaRegisterEntry(__T4, ((void ( *)(const double *__restrict__, double, double *__restrict__))sweep22_kernel<double, (int)5> ), _Z14sweep22_kernelIdLi5EEvPKT_S0_Pd, (-1));__cudaRegisterVariable(__T4, __shadow_var(_ZN41_INTERNAL_3d525c40_10_v000354_cu_68c5c84e5math82v99d_tally10E,::math8::v9::d_tally10), 0, 128UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

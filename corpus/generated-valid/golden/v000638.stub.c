#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000638.fatbin.c"
static void __device_stub__Z5bias7IjLi6EEvPKT_S0_(const unsigned *__restrict__, unsigned);
static void __device_stub__Z14march12_kernelIlLi6EEvT_dS0_i(long, double, long, int);
static void __device_stub__Z7clamp19IjLi3EEvT_PS0_(unsigned, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5bias7IjLi6EEvPKT_S0_(const unsigned *__restrict__ __par0, unsigned __par1){ const unsigned *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned))bias7<unsigned int, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_bias7<unsigned,6>( const unsigned *__restrict__ &__cuda_0,unsigned &__cuda_1){__device_stub__Z5bias7IjLi6EEvPKT_S0_( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1);}
static void __device_stub__Z14march12_kernelIlLi6EEvT_dS0_i(long __par0, double __par1, long __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long, double, long, int))march12_kernel<long, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_march12_kernel<long,6>( long &__cuda_0,double &__cuda_1,long &__cuda_2,int &__cuda_3){__device_stub__Z14march12_kernelIlLi6EEvT_dS0_i( (long &)__cuda_0,(double &)__cuda_1,(long &)__cuda_2,(int &)__cuda_3);}
static void __device_stub__Z7clamp19IjLi3EEvT_PS0_(unsigned __par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, unsigned *))clamp19<unsigned int, (int)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_clamp19<unsigned,3>( unsigned &__cuda_0,unsigned *&__cuda_1){__device_stub__Z7clamp19IjLi3EEvT_PS0_( (unsigned &)__cuda_0,(unsigned *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(unsigned, unsigned *))clamp19<unsigned int, (int)3> ), _Z7clamp19IjLi3EEvT_PS0_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(long, double, long, int))march12_kernel<long, (int)6> ), _Z14march12_kernelIlLi6EEvT_dS0_i, (-1));__cudaRegisterEntry(__T4, ((void ( *)(const unsigned *__restrict__, unsigned))bias7<unsigned int, (int)6> ), _Z5bias7IjLi6EEvPKT_S0_, (-1));__cudaRegisterVariable(__T4, __shadow_var(d_bias11,::d_bias11), 0, 4UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000194.fatbin.c"
static void __device_stub__Z13bias17_kernelIlEvPKT_S2_S2_(const long *, const long *, const long *);
static void __device_stub__Z6bias12IiLi4EEvT_PS0_(int, int *);
static void __device_stub__Z13accum7_kernelIlEvPT_PKS0_S0_(long *, const long *, long);
static void __device_stub__Z6lerp25IjEvT_PKS0_(unsigned, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13bias17_kernelIlEvPKT_S2_S2_(const long *__par0, const long *__par1, const long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const long *, const long *, const long *))bias17_kernel<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_bias17_kernel<long>( const long *&__cuda_0,const long *&__cuda_1,const long *&__cuda_2){__device_stub__Z13bias17_kernelIlEvPKT_S2_S2_( (const long *&)__cuda_0,(const long *&)__cuda_1,(const long *&)__cuda_2);}
static void __device_stub__Z6bias12IiLi4EEvT_PS0_(int __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, int *))bias12<int, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_bias12<int,4>( int &__cuda_0,int *&__cuda_1){__device_stub__Z6bias12IiLi4EEvT_PS0_( (int &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z13accum7_kernelIlEvPT_PKS0_S0_(long *__par0, const long *__par1, long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long *, const long *, long))accum7_kernel<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_accum7_kernel<long>( long *&__cuda_0,const long *&__cuda_1,long &__cuda_2){__device_stub__Z13accum7_kernelIlEvPT_PKS0_S0_( (long *&)__cuda_0,(const long *&)__cuda_1,(long &)__cuda_2);}
static void __device_stub__Z6lerp25IjEvT_PKS0_(unsigned __par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *))lerp25<unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_lerp25<unsigned>( unsigned &__cuda_0,const unsigned *&__cuda_1){__device_stub__Z6lerp25IjEvT_PKS0_( (unsigned &)__cuda_0,(const unsigned *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(unsigned, const unsigned *))lerp25<unsigned int> ), _Z6lerp25IjEvT_PKS0_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(long *, const long *, long))accum7_kernel<long> ), _Z13accum7_kernelIlEvPT_PKS0_S0_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(int, int *))bias12<int, (int)4> ), _Z6bias12IiLi4EEvT_PS0_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const long *, const long *, const long *))bias17_kernel<long> ), _Z13bias17_kernelIlEvPKT_S2_S2_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001788.fatbin.c"
static void __device_stub__Z6probe7IlEvT_S0_f(long, long, real6_t);
static void __device_stub__Z7relax12IjLi2EEvPT_PfPKsS1_(unsigned *, float *, const short *, unsigned *);
static void __device_stub__Z6probe7IiEvT_S0_f(int, int, real6_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6probe7IlEvT_S0_f(long __par0, long __par1, real6_t __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, long, real6_t))probe7<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_probe7<long>( long &__cuda_0,long &__cuda_1,::real6_t &__cuda_2){__device_stub__Z6probe7IlEvT_S0_f( (long &)__cuda_0,(long &)__cuda_1,(::real6_t &)__cuda_2);}
static void __device_stub__Z7relax12IjLi2EEvPT_PfPKsS1_(unsigned *__par0, float *__par1, const short *__par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, float *, const short *, unsigned *))relax12<unsigned int, (int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_relax12<unsigned,2>( unsigned *&__cuda_0,float *&__cuda_1,const short *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z7relax12IjLi2EEvPT_PfPKsS1_( (unsigned *&)__cuda_0,(float *&)__cuda_1,(const short *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __device_stub__Z6probe7IiEvT_S0_f(int __par0, int __par1, real6_t __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, real6_t))probe7<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_probe7<int>( int &__cuda_0,int &__cuda_1,::real6_t &__cuda_2){__device_stub__Z6probe7IiEvT_S0_f( (int &)__cuda_0,(int &)__cuda_1,(::real6_t &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(int, int, real6_t))probe7<int> ), _Z6probe7IiEvT_S0_f, (-1));__cudaRegisterEntry(__T4, ((void ( *)(unsigned *, float *, const short *, unsigned *))relax12<unsigned int, (int)2> ), _Z7relax12IjLi2EEvPT_PfPKsS1_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(long, long, real6_t))probe7<long> ), _Z6probe7IlEvT_S0_f, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

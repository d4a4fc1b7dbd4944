#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000428.fatbin.c"
static void __device_stub__Z6count7IlLi4EEvPT_PKS0_PdS3_(long *, const long *, double *__restrict__, const long *__restrict__);
static void __device_stub__Z7clamp18IlEvPT_(long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6count7IlLi4EEvPT_PKS0_PdS3_(long *__par0, const long *__par1, double *__restrict__ __par2, const long *__restrict__ __par3){ double *__T0;
 const long *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(long *, const long *, double *__restrict__, const long *__restrict__))count7<long, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_count7<long,4>( long *&__cuda_0,const long *&__cuda_1,double *__restrict__ &__cuda_2,const long *__restrict__ &__cuda_3){__device_stub__Z6count7IlLi4EEvPT_PKS0_PdS3_( (long *&)__cuda_0,(const long *&)__cuda_1,(double *&)__cuda_2,(const long *&)__cuda_3);}
static void __device_stub__Z7clamp18IlEvPT_(long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long *))clamp18<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_clamp18<long>( long *&__cuda_0){__device_stub__Z7clamp18IlEvPT_( (long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T5){__nv_dummy_param_ref(__T5);__nv_save_fatbinhandle_for_managed_rt(__T5);__cudaRegisterEntry(__T5, ((void ( *)(long *))clamp18<long> ), _Z7clamp18IlEvPT_, (-1));__cudaRegisterEntry(__T5, ((void ( *)(long *, const long *, double *__restrict__, const long *__restrict__))count7<long, (int)4> ), _Z6count7IlLi4EEvPT_PKS0_PdS3_, (-1));__cudaRegisterVariable(__T5, __shadow_var(d_shade17,::d_shade17), 0, 128UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

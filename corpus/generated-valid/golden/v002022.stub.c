#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002022.fatbin.c"
static void __device_stub__Z7blend16IiEvPKT_i(const int *__restrict__, int);
static void __device_stub__Z7decay30IflEvPKT0_(const long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7blend16IiEvPKT_i(const int *__restrict__ __par0, int __par1){ const int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int))blend16<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_blend16<int>( const int *__restrict__ &__cuda_0,int &__cuda_1){__device_stub__Z7blend16IiEvPKT_i( (const int *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z7decay30IflEvPKT0_(const long *__restrict__ __par0){ const long *__T1;
__cudaLaunchPrologue(1);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaLaunch(((char *)((void ( *)(const long *__restrict__))decay30<float, long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay30<float,long>( const long *__restrict__ &__cuda_0){__device_stub__Z7decay30IflEvPKT0_( (const long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T5){__nv_dummy_param_ref(__T5);__nv_save_fatbinhandle_for_managed_rt(__T5);__cudaRegisterEntry(__T5, ((void ( *)(const long *__restrict__))decay30<float, long> ), _Z7decay30IflEvPKT0_, 128);__cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, int))blend16<int> ), _Z7blend16IiEvPKT_i, (-1));__cudaRegisterVariable(__T5, __shadow_var(d_drift15,::d_drift15), 0, 4UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

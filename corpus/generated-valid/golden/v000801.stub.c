#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000801.fatbin.c"
static void __device_stub__Z7decay24IfLi6EEvPT_PKS0_s(real18_t *, const real18_t *__restrict__, short);
static void __device_stub__Z7trace20IjLi8EEvPT_(unsigned *);
static void __device_stub__Z7trace20IfLi1EEvPT_(real18_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7decay24IfLi6EEvPT_PKS0_s(real18_t *__par0, const real18_t *__restrict__ __par1, short __par2){ const real18_t *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(real18_t *, const real18_t *__restrict__, short))decay24<float, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay24<float,6>( ::real18_t *&__cuda_0,const ::real18_t *__restrict__ &__cuda_1,short &__cuda_2){__device_stub__Z7decay24IfLi6EEvPT_PKS0_s( (::real18_t *&)__cuda_0,(const ::real18_t *&)__cuda_1,(short &)__cuda_2);}
static void __device_stub__Z7trace20IjLi8EEvPT_(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))trace20<unsigned int, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_trace20<unsigned,8>( unsigned *&__cuda_0){__device_stub__Z7trace20IjLi8EEvPT_( (unsigned *&)__cuda_0);}
static void __device_stub__Z7trace20IfLi1EEvPT_(real18_t *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(real18_t *))trace20<float, (int)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_trace20<float,1>( ::real18_t *&__cuda_0){__device_stub__Z7trace20IfLi1EEvPT_( (::real18_t *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T7){__nv_dummy_param_ref(__T7);__nv_save_fatbinhandle_for_managed_rt(__T7);__cudaRegisterEntry(__T7, ((void ( *)(real18_t *))trace20<float, (int)1> ), _Z7trace20IfLi1EEvPT_, (-1));__cudaRegisterEntry(__T7, ((void ( *)(unsigned *))trace20<unsigned int, (int)8> ), _Z7trace20IjLi8EEvPT_, (-1));__cudaRegisterEntry(__T7, ((void ( *)(real18_t *, const real18_t *__restrict__, short))decay24<float, (int)6> ), _Z7decay24IfLi6EEvPT_PKS0_s, (-1));__cudaRegisterVariable(__T7, __shadow_var(d_clamp34,::d_clamp34), 0, 128UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop

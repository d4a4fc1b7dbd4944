#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000942.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth9itaPKl(int, unsigned short, signed char, const long *);
static void __device_stub__Z15spread16_kernelIfLi3EEvT_fS0_S0_(float, float, float, float);
static void __device_stub__ZN5ops269scatter38EiiiPf(int, int, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth9itaPKl(int __par0, unsigned short __par1, signed char __par2, const long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 6UL);__cudaSetupArgSimple(__par3, 8UL);__cudaLaunch(((char *)((void ( *)(int, unsigned short, signed char, const long *))smooth9)), 0U);}
# 24 "v000942.cu"
void smooth9( int __cuda_0,unsigned short __cuda_1,signed char __cuda_2,const long *__cuda_3)
# 24 "v000942.cu"
{__device_stub__Z7smooth9itaPKl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v000942.cu"
}
# 1 "v000942.cudafe1.stub.c"
static void __device_stub__Z15spread16_kernelIfLi3EEvT_fS0_S0_( float __par0,  float __par1,  float __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 12UL); __cudaLaunch(((char *)((void ( *)(float, float, float, float))spread16_kernel<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread16_kernel<float,3>( float &__cuda_0,float &__cuda_1,float &__cuda_2,float &__cuda_3){__device_stub__Z15spread16_kernelIfLi3EEvT_fS0_S0_( (float &)__cuda_0,(float &)__cuda_1,(float &)__cuda_2,(float &)__cuda_3);}
static void __device_stub__ZN5ops269scatter38EiiiPf( int __par0,  int __par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int, float *))ops26::scatter38)), 0U); }
# 61 "v000942.cu"
static void ops26::scatter38( int __cuda_0,int __cuda_1,int __cuda_2,float *__cuda_3)
# 61 "v000942.cu"
{__device_stub__ZN5ops269scatter38EiiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 70 "v000942.cu"
}
# 1 "v000942.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, int, float *))ops26::scatter38), _ZN5ops269scatter38EiiiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, float, float, float))spread16_kernel<float, (int)3> ), _Z15spread16_kernelIfLi3EEvT_fS0_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned short, signed char, const long *))smooth9), smooth9, 64); __cudaRegisterVariable(__T3, __shadow_var(d_tally15,::d_tally15), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

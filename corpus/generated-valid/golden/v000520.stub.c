#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000520.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth4jiiPKi(unsigned, int, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step13_kerneliPf(int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade24iimPf(int, int, unsigned long, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace33_kernelPxiPKi(long long *__restrict__, int, const int *);
static void __device_stub__Z6fuse45IiLi8EEvPT_(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth4jiiPKi(unsigned __par0, int __par1, int __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, int, int, const int *))smooth4)), 0U);}
# 9 "v000520.cu"
void smooth4( unsigned __cuda_0,int __cuda_1,int __cuda_2,const int *__cuda_3)
# 9 "v000520.cu"
{__device_stub__Z7smooth4jiiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000520.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step13_kerneliPf( int __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *))step13_kernel)), 0U); }
# 16 "v000520.cu"
void step13_kernel( int __cuda_0,float *__cuda_1)
# 16 "v000520.cu"
{__device_stub__Z13step13_kerneliPf( __cuda_0,__cuda_1);
# 24 "v000520.cu"
}
# 1 "v000520.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade24iimPf( int __par0,  int __par1,  unsigned long __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, unsigned long, float *))shade24)), 0U); }
# 39 "v000520.cu"
void shade24( int __cuda_0,int __cuda_1,unsigned long __cuda_2,float *__cuda_3)
# 39 "v000520.cu"
{__device_stub__Z7shade24iimPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v000520.cu"
}
# 1 "v000520.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace33_kernelPxiPKi( long long *__restrict__ __par0,  int __par1,  const int *__par2) {  long long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long long *__restrict__, int, const int *))trace33_kernel)), 0U); }
# 56 "v000520.cu"
void trace33_kernel( long long *__restrict__ __cuda_0,int __cuda_1,const int *__cuda_2)
# 56 "v000520.cu"
{__device_stub__Z14trace33_kernelPxiPKi( __cuda_0,__cuda_1,__cuda_2);
# 63 "v000520.cu"
}
# 1 "v000520.cudafe1.stub.c"
static void __device_stub__Z6fuse45IiLi8EEvPT_( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))fuse45<int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse45<int,8>( int *&__cuda_0){__device_stub__Z6fuse45IiLi8EEvPT_( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *))fuse45<int, (int)8> ), _Z6fuse45IiLi8EEvPT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long *__restrict__, int, const int *))trace33_kernel), _Z14trace33_kernelPxiPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, unsigned long, float *))shade24), _Z7shade24iimPf, 64); __cudaRegisterEntry(__T4, ((void ( *)(int, float *))step13_kernel), _Z13step13_kerneliPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, int, int, const int *))smooth4), _Z7smooth4jiiPKi, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_bump32,::m_bump32), 0, 8UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_pivot39,::d_pivot39), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN6util407inner4110d_spread42E,::util40::inner41::d_spread42), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

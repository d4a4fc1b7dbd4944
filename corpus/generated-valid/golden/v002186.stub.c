#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002186.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix8diPKj(double, int, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score16_kernelji(unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score29_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade33_kernelPKiiii(const int *, int, int, int);
static void __device_stub__Z14split25_kernelIiLi1EEvT_i(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4mix8diPKj(double __par0, int __par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double, int, const unsigned *))mix8)), 0U);}
# 14 "v002186.cu"
void mix8( double __cuda_0,int __cuda_1,const unsigned *__cuda_2)
# 14 "v002186.cu"
{__device_stub__Z4mix8diPKj( __cuda_0,__cuda_1,__cuda_2);
# 24 "v002186.cu"
}
# 1 "v002186.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score16_kernelji( unsigned __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, int))score16_kernel)), 0U); }
# 26 "v002186.cu"
void score16_kernel( unsigned __cuda_0,int __cuda_1)
# 26 "v002186.cu"
{__device_stub__Z14score16_kernelji( __cuda_0,__cuda_1);
# 36 "v002186.cu"
}
# 1 "v002186.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score29_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))score29_kernel)), 0U); }
# 60 "v002186.cu"
void score29_kernel( const float *__cuda_0)
# 60 "v002186.cu"
{__device_stub__Z14score29_kernelPKf( __cuda_0);
# 66 "v002186.cu"
}
# 1 "v002186.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade33_kernelPKiiii( const int *__par0,  int __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, int, int))shade33_kernel)), 0U); }
# 67 "v002186.cu"
void shade33_kernel( const int *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 67 "v002186.cu"
{__device_stub__Z14shade33_kernelPKiiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 79 "v002186.cu"
}
# 1 "v002186.cudafe1.stub.c"
static void __device_stub__Z14split25_kernelIiLi1EEvT_i( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))split25_kernel<int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split25_kernel<int,1>( int &__cuda_0,int &__cuda_1){__device_stub__Z14split25_kernelIiLi1EEvT_i( (int &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int))split25_kernel<int, (int)1> ), _Z14split25_kernelIiLi1EEvT_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int, int, int))shade33_kernel), _Z14shade33_kernelPKiiii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *))score29_kernel), _Z14score29_kernelPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, int))score16_kernel), _Z14score16_kernelji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, int, const unsigned *))mix8), _Z4mix8diPKj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_filter15,::c_filter15), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

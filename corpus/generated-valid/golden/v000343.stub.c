#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000343.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum6_kernelif(int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum12iPKt(int, const unsigned short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick17_kernelPKtPKi(const unsigned short *, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread21_kernelPKiS0_Pl(const int *, const int *__restrict__, long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold31_kerneldfPKdc(double, float, const double *, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13accum6_kernelif(int __par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, float))accum6_kernel)), 0U);}
# 12 "v000343.cu"
void accum6_kernel( int __cuda_0,float __cuda_1)
# 13 "v000343.cu"
{__device_stub__Z13accum6_kernelif( __cuda_0,__cuda_1);
# 21 "v000343.cu"
}
# 1 "v000343.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum12iPKt( int __par0,  const unsigned short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned short *))accum12)), 0U); }
# 25 "v000343.cu"
void accum12( int __cuda_0,const unsigned short *__cuda_1)
# 26 "v000343.cu"
{__device_stub__Z7accum12iPKt( __cuda_0,__cuda_1);
# 33 "v000343.cu"
}
# 1 "v000343.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick17_kernelPKtPKi( const unsigned short *__par0,  const int *__restrict__ __par1) {  const int *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned short *, const int *__restrict__))kick17_kernel)), 0U); }
# 36 "v000343.cu"
void kick17_kernel( const unsigned short *__cuda_0,const int *__restrict__ __cuda_1)
# 37 "v000343.cu"
{__device_stub__Z13kick17_kernelPKtPKi( __cuda_0,__cuda_1);

}
# 1 "v000343.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread21_kernelPKiS0_Pl( const int *__par0,  const int *__restrict__ __par1,  long *__restrict__ __par2) {  const int *__T1;
 long *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *__restrict__, long *__restrict__))spread21_kernel)), 0U); }
# 41 "v000343.cu"
void spread21_kernel( const int *__cuda_0,const int *__restrict__ __cuda_1,long *__restrict__ __cuda_2)
# 42 "v000343.cu"
{__device_stub__Z15spread21_kernelPKiS0_Pl( __cuda_0,__cuda_1,__cuda_2);
# 53 "v000343.cu"
}
# 1 "v000343.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold31_kerneldfPKdc( double __par0,  float __par1,  const double *__par2,  char __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, float, const double *, char))fold31_kernel)), 0U); }
# 57 "v000343.cu"
void fold31_kernel( double __cuda_0,float __cuda_1,const double *__cuda_2,char __cuda_3)
# 58 "v000343.cu"
{__device_stub__Z13fold31_kerneldfPKdc( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 74 "v000343.cu"
}
# 1 "v000343.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(double, float, const double *, char))fold31_kernel), _Z13fold31_kerneldfPKdc, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, const int *__restrict__, long *__restrict__))spread21_kernel), _Z15spread21_kernelPKiS0_Pl, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned short *, const int *__restrict__))kick17_kernel), _Z13kick17_kernelPKtPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, const unsigned short *))accum12), _Z7accum12iPKt, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, float))accum6_kernel), _Z13accum6_kernelif, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_pack30,::m_pack30), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001748.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend3_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7reduce8i(int);
static void __device_stub__Z15filter12_kerneliiPKfPs(int, int, const float *, short *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade29_kernelyiPKi(unsigned long long, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp44_kernelPd(double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend3_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))blend3_kernel)), 0U);}
# 9 "v001748.cu"
void blend3_kernel( int __cuda_0)
# 9 "v001748.cu"
{__device_stub__Z13blend3_kerneli( __cuda_0);




}
# 1 "v001748.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7reduce8i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))reduce8)), 0U); }
# 19 "v001748.cu"
void reduce8( int __cuda_0)
# 19 "v001748.cu"
{__device_stub__Z7reduce8i( __cuda_0);



}
# 1 "v001748.cudafe1.stub.c"
static void __device_stub__Z15filter12_kerneliiPKfPs( int __par0,  int __par1,  const float *__par2,  short *__restrict__ __par3) {  short *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, const float *, short *__restrict__))filter12_kernel)), 0U); }
# 26 "v001748.cu"
static void filter12_kernel( int __cuda_0,int __cuda_1,const float *__cuda_2,short *__restrict__ __cuda_3)
# 26 "v001748.cu"
{__device_stub__Z15filter12_kerneliiPKfPs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v001748.cu"
}
# 1 "v001748.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade29_kernelyiPKi( unsigned long long __par0,  int __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned long long, int, const int *))shade29_kernel)), 0U); }
# 51 "v001748.cu"
void shade29_kernel( unsigned long long __cuda_0,int __cuda_1,const int *__cuda_2)
# 51 "v001748.cu"
{__device_stub__Z14shade29_kernelyiPKi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001748.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp44_kernelPd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))clamp44_kernel)), 0U); }
# 70 "v001748.cu"
void clamp44_kernel( double *__cuda_0)
# 70 "v001748.cu"
{__device_stub__Z14clamp44_kernelPd( __cuda_0);
# 83 "v001748.cu"
}
# 1 "v001748.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *))clamp44_kernel), _Z14clamp44_kernelPd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long long, int, const int *))shade29_kernel), _Z14shade29_kernelyiPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, const float *, short *__restrict__))filter12_kernel), _Z15filter12_kerneliiPKfPs, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))reduce8), _Z7reduce8i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))blend3_kernel), blend3_kernel, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_fuse7,::m_fuse7), 0, 64UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_gather28,::c_gather28), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

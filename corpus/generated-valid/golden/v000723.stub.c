#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000723.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale4_kerneliibi(int, int, bool, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil23_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update39_kernelPKidPf(const int *__restrict__, double, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale4_kerneliibi(int __par0, int __par1, bool __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, int, bool, int))scale4_kernel)), 0U);}
# 11 "v000723.cu"
void scale4_kernel( int __cuda_0,int __cuda_1,bool __cuda_2,int __cuda_3)
# 12 "v000723.cu"
{__device_stub__Z13scale4_kerneliibi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v000723.cu"
}
# 1 "v000723.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil23_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))stencil23_kernel)), 0U); }
# 48 "v000723.cu"
void stencil23_kernel( int __cuda_0)
# 49 "v000723.cu"
{__device_stub__Z16stencil23_kerneli( __cuda_0);



}
# 1 "v000723.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update39_kernelPKidPf( const int *__restrict__ __par0,  double __par1,  float *__par2) {  const int *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, double, float *))update39_kernel)), 0U); }
# 69 "v000723.cu"
void update39_kernel( const int *__restrict__ __cuda_0,double __cuda_1,float *__cuda_2)
# 70 "v000723.cu"
{__device_stub__Z15update39_kernelPKidPf( __cuda_0,__cuda_1,__cuda_2);
# 82 "v000723.cu"
}
# 1 "v000723.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *__restrict__, double, float *))update39_kernel), _Z15update39_kernelPKidPf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int))stencil23_kernel), _Z16stencil23_kerneli, 64); __cudaRegisterEntry(__T1, ((void ( *)(int, int, bool, int))scale4_kernel), _Z13scale4_kerneliibi, 256); __cudaRegisterManagedVariable(__T1, __shadow_var(m_kick16,::m_kick16), 0, 1UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(d_sift22,::d_sift22), 0, 256UL, 0, 0); __cudaRegisterManagedVariable(__T1, __shadow_var(m_stencil28,::m_stencil28), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

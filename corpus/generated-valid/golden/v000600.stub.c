#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000600.fatbin.c"
static void __device_stub__Z14spread5_kerneljPKidf(unsigned, const int *, double, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick12_kernelPiPfPKjS_(int *, float *, const unsigned *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump18Piii(int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14spread5_kerneljPKidf(unsigned __par0, const int *__par1, double __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned, const int *, double, float))spread5_kernel)), 0U);}
# 11 "v000600.cu"
static void spread5_kernel( unsigned __cuda_0,const int *__cuda_1,double __cuda_2,float __cuda_3)
# 11 "v000600.cu"
{__device_stub__Z14spread5_kerneljPKidf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v000600.cu"
}
# 1 "v000600.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick12_kernelPiPfPKjS_( int *__par0,  float *__par1,  const unsigned *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, float *, const unsigned *, int *))kick12_kernel)), 0U); }
# 23 "v000600.cu"
void kick12_kernel( int *__cuda_0,float *__cuda_1,const unsigned *__cuda_2,int *__cuda_3)
# 23 "v000600.cu"
{__device_stub__Z13kick12_kernelPiPfPKjS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000600.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump18Piii( int *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, int))bump18)), 0U); }
# 29 "v000600.cu"
void bump18( int *__cuda_0,int __cuda_1,int __cuda_2)
# 29 "v000600.cu"
{__device_stub__Z6bump18Piii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000600.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, int))bump18), _Z6bump18Piii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *, const unsigned *, int *))kick12_kernel), _Z13kick12_kernelPiPfPKjS_, 64); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const int *, double, float))spread5_kernel), _Z14spread5_kerneljPKidf, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_combine4,::m_combine4), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

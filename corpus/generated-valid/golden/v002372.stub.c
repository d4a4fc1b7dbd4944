#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002372.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale11_kernelPiPdS_(int *, double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update19PKmPKfjPj(const unsigned long *, const float *, unsigned, unsigned *);
static void __device_stub__Z6relax5IiEvPT_Pf(int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14scale11_kernelPiPdS_(int *__par0, double *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, double *, int *))scale11_kernel)), 0U);}
# 28 "v002372.cu"
void scale11_kernel( int *__cuda_0,double *__cuda_1,int *__cuda_2)
# 28 "v002372.cu"
{__device_stub__Z14scale11_kernelPiPdS_( __cuda_0,__cuda_1,__cuda_2);
# 35 "v002372.cu"
}
# 1 "v002372.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update19PKmPKfjPj( const unsigned long *__par0,  const float *__par1,  unsigned __par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *, const float *, unsigned, unsigned *))update19)), 0U); }
# 37 "v002372.cu"
void update19( const unsigned long *__cuda_0,const float *__cuda_1,unsigned __cuda_2,unsigned *__cuda_3)
# 37 "v002372.cu"
{__device_stub__Z8update19PKmPKfjPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v002372.cu"
}
# 1 "v002372.cudafe1.stub.c"
static void __device_stub__Z6relax5IiEvPT_Pf( int *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float *))relax5<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax5<int>( int *&__cuda_0,float *&__cuda_1){__device_stub__Z6relax5IiEvPT_Pf( (int *&)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *))relax5<int> ), _Z6relax5IiEvPT_Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long *, const float *, unsigned, unsigned *))update19), _Z8update19PKmPKfjPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, double *, int *))scale11_kernel), _Z14scale11_kernelPiPdS_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

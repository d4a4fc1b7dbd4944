#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001673.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace18_kernelPiS_l(int *, int *, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp27Pd(double *);
static void __device_stub__Z13tile33_kernelIiLi1EEvT_Pl(int, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14trace18_kernelPiS_l(int *__par0, int *__par1, long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int *, long))trace18_kernel)), 0U);}
# 39 "v001673.cu"
void trace18_kernel( int *__cuda_0,int *__cuda_1,long __cuda_2)
# 39 "v001673.cu"
{__device_stub__Z14trace18_kernelPiS_l( __cuda_0,__cuda_1,__cuda_2);
# 47 "v001673.cu"
}
# 1 "v001673.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp27Pd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))clamp27)), 0U); }
# 50 "v001673.cu"
void clamp27( double *__cuda_0)
# 50 "v001673.cu"
{__device_stub__Z7clamp27Pd( __cuda_0);
# 58 "v001673.cu"
}
# 1 "v001673.cudafe1.stub.c"
static void __device_stub__Z13tile33_kernelIiLi1EEvT_Pl( int __par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, long *))tile33_kernel<int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile33_kernel<int,1>( int &__cuda_0,long *&__cuda_1){__device_stub__Z13tile33_kernelIiLi1EEvT_Pl( (int &)__cuda_0,(long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, long *))tile33_kernel<int, (int)1> ), _Z13tile33_kernelIiLi1EEvT_Pl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *))clamp27), _Z7clamp27Pd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *, long))trace18_kernel), _Z14trace18_kernelPiS_l, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_clamp26,::m_clamp26), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

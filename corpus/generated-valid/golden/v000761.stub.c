#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000761.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax11_kernelPiPKsPKi(int *, const short *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow16jPKjd(unsigned, const unsigned *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14relax11_kernelPiPKsPKi(int *__par0, const short *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, const short *, const int *))relax11_kernel)), 0U);}
# 18 "v000761.cu"
void relax11_kernel( int *__cuda_0,const short *__cuda_1,const int *__cuda_2)
# 18 "v000761.cu"
{__device_stub__Z14relax11_kernelPiPKsPKi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000761.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow16jPKjd( unsigned __par0,  const unsigned *__par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *, double))grow16)), 0U); }
# 25 "v000761.cu"
void grow16( unsigned __cuda_0,const unsigned *__cuda_1,double __cuda_2)
# 25 "v000761.cu"
{__device_stub__Z6grow16jPKjd( __cuda_0,__cuda_1,__cuda_2);
# 46 "v000761.cu"
}
# 1 "v000761.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, const unsigned *, double))grow16), _Z6grow16jPKjd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, const short *, const int *))relax11_kernel), _Z14relax11_kernelPiPKsPKi, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_apply8,::m_apply8), 0, 16UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(c_pivot9,::c_pivot9), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

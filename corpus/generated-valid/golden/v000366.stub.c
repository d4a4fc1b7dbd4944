#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000366.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow24PjPi(unsigned *, int *);
static void __device_stub__Z13fuse29_kernelIiEvT_PKS0_(int, const int *);
static void __device_stub__ZN6util397inner4013kick41_kernelEiPiiPd(int, int *, int, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow24PjPi(unsigned *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int *))grow24)), 0U);}
# 40 "v000366.cu"
void grow24( unsigned *__cuda_0,int *__cuda_1)
# 41 "v000366.cu"
{__device_stub__Z6grow24PjPi( __cuda_0,__cuda_1);
# 50 "v000366.cu"
}
# 1 "v000366.cudafe1.stub.c"
static void __device_stub__Z13fuse29_kernelIiEvT_PKS0_( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))fuse29_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse29_kernel<int>( int &__cuda_0,const int *&__cuda_1){__device_stub__Z13fuse29_kernelIiEvT_PKS0_( (int &)__cuda_0,(const int *&)__cuda_1);}
static void __device_stub__ZN6util397inner4013kick41_kernelEiPiiPd( int __par0,  int *__par1,  int __par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, int, double *))util39::inner40::kick41_kernel)), 0U); }
# 73 "v000366.cu"
static void util39::inner40::kick41_kernel( int __cuda_0,int *__cuda_1,int __cuda_2,double *__cuda_3)
# 74 "v000366.cu"
{__device_stub__ZN6util397inner4013kick41_kernelEiPiiPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 87 "v000366.cu"
}
# 1 "v000366.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, int, double *))util39::inner40::kick41_kernel), _ZN6util397inner4013kick41_kernelEiPiiPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))fuse29_kernel<int> ), _Z13fuse29_kernelIiEvT_PKS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int *))grow24), _Z6grow24PjPi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN8detail229d_scale23E,::detail22::d_scale23), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

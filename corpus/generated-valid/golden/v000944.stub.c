#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000944.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh18PKiS0_(const int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score23bPjPiS0_(bool, unsigned *, int *, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp38_kernel8Bounds35l(const struct Bounds35&, long);
static void __device_stub__Z12rank6_kernelIiiEvT_PT0_(int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh18PKiS0_(const int *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, const int *))weigh18)), 0U);}
# 33 "v000944.cu"
void weigh18( const int *__cuda_0,const int *__cuda_1)
# 34 "v000944.cu"
{__device_stub__Z7weigh18PKiS0_( __cuda_0,__cuda_1);



}
# 1 "v000944.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score23bPjPiS0_( bool __par0,  unsigned *__par1,  int *__par2,  int *__restrict__ __par3) {  int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(bool, unsigned *, int *, int *__restrict__))score23)), 0U); }
# 40 "v000944.cu"
void score23( bool __cuda_0,unsigned *__cuda_1,int *__cuda_2,int *__restrict__ __cuda_3)
# 41 "v000944.cu"
{__device_stub__Z7score23bPjPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v000944.cu"
}
# 1 "v000944.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp38_kernel8Bounds35l( const struct Bounds35&__par0,  long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const struct Bounds35, long))clamp38_kernel)), 0U); }
# 66 "v000944.cu"
void clamp38_kernel( const struct ::Bounds35 __cuda_0,long __cuda_1)
# 67 "v000944.cu"
{__device_stub__Z14clamp38_kernel8Bounds35l( __cuda_0,__cuda_1);
# 77 "v000944.cu"
}
# 1 "v000944.cudafe1.stub.c"
static void __device_stub__Z12rank6_kernelIiiEvT_PT0_( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))rank6_kernel<int, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank6_kernel<int,int>( int &__cuda_0,int *&__cuda_1){__device_stub__Z12rank6_kernelIiiEvT_PT0_( (int &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int *))rank6_kernel<int, int> ), _Z12rank6_kernelIiiEvT_PT0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const struct Bounds35, long))clamp38_kernel), _Z14clamp38_kernel8Bounds35l, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(bool, unsigned *, int *, int *__restrict__))score23), _Z7score23bPjPiS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, const int *))weigh18), _Z7weigh18PKiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

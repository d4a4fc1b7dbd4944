#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002166.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth18PfPiPKiS0_(float *, int *__restrict__, const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util2813tile29_kernelEs(short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth18PfPiPKiS0_(float *__par0, int *__restrict__ __par1, const int *__par2, int *__par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, int *__restrict__, const int *, int *))smooth18)), 0U);}
# 32 "v002166.cu"
void smooth18( float *__cuda_0,int *__restrict__ __cuda_1,const int *__cuda_2,int *__cuda_3)
# 32 "v002166.cu"
{__device_stub__Z8smooth18PfPiPKiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v002166.cu"
}
# 1 "v002166.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util2813tile29_kernelEs( short __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(short))util28::tile29_kernel)), 0U); }
# 44 "v002166.cu"
void util28::tile29_kernel( short __cuda_0)
# 44 "v002166.cu"
{__device_stub__ZN6util2813tile29_kernelEs( __cuda_0);
# 53 "v002166.cu"
}
# 1 "v002166.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(short))util28::tile29_kernel), _ZN6util2813tile29_kernelEs, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, int *__restrict__, const int *, int *))smooth18), _Z8smooth18PfPiPKiS0_, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_scatter3,::c_scatter3), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

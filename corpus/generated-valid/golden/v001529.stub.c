#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001529.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count11PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally25fPKdPm(float, const double *, size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count11PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))count11)), 0U);}
# 20 "v001529.cu"
void count11( const int *__cuda_0)
# 20 "v001529.cu"
{__device_stub__Z7count11PKi( __cuda_0);
# 30 "v001529.cu"
}
# 1 "v001529.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally25fPKdPm( float __par0,  const double *__par1,  size_t *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const double *, size_t *))tally25)), 0U); }
# 52 "v001529.cu"
void tally25( float __cuda_0,const double *__cuda_1,::size_t *__cuda_2)
# 52 "v001529.cu"
{__device_stub__Z7tally25fPKdPm( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001529.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float, const double *, size_t *))tally25), _Z7tally25fPKdPm, 512UL); __cudaRegisterEntry(__T0, ((void ( *)(const int *))count11), _Z7count11PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000456.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fuse5Pd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep15_kernelfPmPi(float, unsigned long *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_count25Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_split26Pdi(double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fuse5Pd(double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double *))fuse5)), 0U);}
# 16 "v000456.cu"
void fuse5( double *__cuda_0)
# 16 "v000456.cu"
{__device_stub__Z5fuse5Pd( __cuda_0);
# 23 "v000456.cu"
}
# 1 "v000456.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep15_kernelfPmPi( float __par0,  unsigned long *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, unsigned long *, int *))sweep15_kernel)), 0U); }
# 27 "v000456.cu"
void sweep15_kernel( float __cuda_0,unsigned long *__cuda_1,int *__cuda_2)
# 27 "v000456.cu"
{__device_stub__Z14sweep15_kernelfPmPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000456.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_count25Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_count25)), 0U); }
# 55 "v000456.cu"
void map_count25( double *__cuda_0,int __cuda_1)
# 55 "v000456.cu"
{__device_stub__Z11map_count25Pdi( __cuda_0,__cuda_1); }
# 1 "v000456.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_split26Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_split26)), 0U); }
# 56 "v000456.cu"
void map_split26( double *__cuda_0,int __cuda_1)
# 56 "v000456.cu"
{__device_stub__Z11map_split26Pdi( __cuda_0,__cuda_1); }
# 1 "v000456.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_split26), _Z11map_split26Pdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_count25), _Z11map_count25Pdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, unsigned long *, int *))sweep15_kernel), _Z14sweep15_kernelfPmPi, 32); __cudaRegisterEntry(__T4, ((void ( *)(double *))fuse5), _Z5fuse5Pd, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_count13,::d_count13), 0, 8UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_kick14,::d_kick14), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

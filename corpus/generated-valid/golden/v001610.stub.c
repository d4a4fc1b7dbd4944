#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001610.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_warp10Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_fold11Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update17PKiPi(const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift21_kernelPdi(double *, int);
static void __device_stub__Z7count25IjfEvPT0_(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_warp10Pdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))map_warp10)), 0U);}
# 30 "v001610.cu"
void map_warp10( double *__cuda_0,int __cuda_1)
# 30 "v001610.cu"
{__device_stub__Z10map_warp10Pdi( __cuda_0,__cuda_1); }
# 1 "v001610.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_fold11Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_fold11)), 0U); }
# 31 "v001610.cu"
void map_fold11( double *__cuda_0,int __cuda_1)
# 31 "v001610.cu"
{__device_stub__Z10map_fold11Pdi( __cuda_0,__cuda_1); }
# 1 "v001610.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update17PKiPi( const int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int *))update17)), 0U); }
# 42 "v001610.cu"
void update17( const int *__cuda_0,int *__cuda_1)
# 43 "v001610.cu"
{__device_stub__Z8update17PKiPi( __cuda_0,__cuda_1);



}
# 1 "v001610.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift21_kernelPdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))drift21_kernel)), 0U); }
# 50 "v001610.cu"
void drift21_kernel( double *__cuda_0,int __cuda_1)
# 51 "v001610.cu"
{__device_stub__Z14drift21_kernelPdi( __cuda_0,__cuda_1);




}
# 1 "v001610.cudafe1.stub.c"
static void __device_stub__Z7count25IjfEvPT0_( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))count25<unsigned int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count25<unsigned,float>( float *&__cuda_0){__device_stub__Z7count25IjfEvPT0_( (float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *))count25<unsigned int, float> ), _Z7count25IjfEvPT0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))drift21_kernel), _Z14drift21_kernelPdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *))update17), _Z8update17PKiPi, 128); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_fold11), _Z10map_fold11Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_warp10), _Z10map_warp10Pdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

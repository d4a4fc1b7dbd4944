#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000949.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_update17Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_relax18Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count24_kernelPKtiPj(const unsigned short *, int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale31Pjf(unsigned *, float);
static void __device_stub__Z9scatter19IllEvPKT0_PKi(const long *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12map_update17Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_update17)), 0U);}
# 37 "v000949.cu"
void map_update17( int *__cuda_0,int __cuda_1)
# 37 "v000949.cu"
{__device_stub__Z12map_update17Pii( __cuda_0,__cuda_1); }
# 1 "v000949.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_relax18Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_relax18)), 0U); }
# 38 "v000949.cu"
void map_relax18( double *__cuda_0,int __cuda_1)
# 38 "v000949.cu"
{__device_stub__Z11map_relax18Pdi( __cuda_0,__cuda_1); }
# 1 "v000949.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count24_kernelPKtiPj( const unsigned short *__par0,  int __par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned short *, int, unsigned *))count24_kernel)), 0U); }
# 49 "v000949.cu"
void count24_kernel( const unsigned short *__cuda_0,int __cuda_1,unsigned *__cuda_2)
# 49 "v000949.cu"
{__device_stub__Z14count24_kernelPKtiPj( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000949.cu"
}
# 1 "v000949.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7scale31Pjf( unsigned *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float))scale31)), 0U); }
# 59 "v000949.cu"
void scale31( unsigned *__cuda_0,float __cuda_1)
# 59 "v000949.cu"
{__device_stub__Z7scale31Pjf( __cuda_0,__cuda_1);




}
# 1 "v000949.cudafe1.stub.c"
static void __device_stub__Z9scatter19IllEvPKT0_PKi( const long *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, const int *))scatter19<long, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter19<long,long>( const long *&__cuda_0,const int *&__cuda_1){__device_stub__Z9scatter19IllEvPKT0_PKi( (const long *&)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const long *, const int *))scatter19<long, long> ), _Z9scatter19IllEvPKT0_PKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(unsigned *, float))scale31), _Z7scale31Pjf, 1024); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned short *, int, unsigned *))count24_kernel), _Z14count24_kernelPKtiPj, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(double *, int))map_relax18), _Z11map_relax18Pdi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *, int))map_update17), _Z12map_update17Pii, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_step15,::d_step15), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
